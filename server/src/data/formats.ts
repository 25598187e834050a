import { FormatRegistry } from '@sinclair/typebox'

/**
 * String formats the dataset schemas use. TypeBox's Value module knows no formats by itself;
 * Elysia registers its own when it is loaded, so only the missing ones are added here.
 */
const formats: Record<string, (value: string) => boolean> = {
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
}
for (const [name, check] of Object.entries(formats)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check)
