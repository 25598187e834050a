import { expect, test } from 'bun:test'
import { type ChartImage, groupedBars, palette } from '../../src/modules/studies/pdf/charts.ts'

// Charts of one size share one canvas per thread (charts.ts): a chart must carry nothing of the one before it.
const chart = (values: number[]) =>
  groupedBars({ labels: ['I', 'II', 'III'], series: [{ label: 'kWh', values, color: palette.primary }], format: String, width: 160, height: 90 })

test('a chart drawn on a reused canvas is the same image as drawn first, whatever was drawn in between', async () => {
  const first = await chart([1, 2, 3])
  const other = await chart([3, 1, 2])
  const again = await chart([1, 2, 3])
  expect(first.png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  expect(Buffer.compare(again.png, first.png)).toBe(0)
  expect(Buffer.compare(other.png, first.png)).not.toBe(0)
})

test('charts of one size started together each get their own picture', async () => {
  const values = [
    [1, 2, 3],
    [3, 1, 2],
    [2, 3, 1],
  ]
  const alone: ChartImage[] = []
  for (const series of values) alone.push(await chart(series))
  const together = await Promise.all(values.map(chart))
  for (const [index, image] of together.entries()) expect(Buffer.compare(image.png, alone[index]!.png)).toBe(0)
})
