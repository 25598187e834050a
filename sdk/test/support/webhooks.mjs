// Verifies the deliveries given on stdin (JSON) with the built SDK, on whichever runtime runs this file, and
// prints each case's outcome: { case, id } or { case, error: { name, code, reason, webhookId } }.
import { verifyWebhook } from '../../dist/index.js'

const cases = JSON.parse(await new Response(process.stdin).text())
const outcomes = []
for (const item of cases) {
  try {
    const event = await verifyWebhook(item.asBytes ? new TextEncoder().encode(item.body) : item.body, item.headers, item.secrets, { now: () => new Date(item.nowMs) })
    outcomes.push({ case: item.case, id: event.id, type: event.type, data: event.data })
  } catch (error) {
    outcomes.push({ case: item.case, error: { name: error.name, code: error.code, reason: error.reason, webhookId: error.webhookId } })
  }
}
console.log(JSON.stringify(outcomes))
