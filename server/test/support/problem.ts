import { expect } from 'bun:test'
import { Value } from '@sinclair/typebox/value'
import { Problem } from '@partner/energy-shared'

/** Asserts a response is an RFC 9457 problem of the given status, valid against the shared schema; returns the body. */
export async function expectProblem(response: Response, status: number, slug?: string): Promise<Problem> {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toStartWith('application/problem+json')
  expect(response.headers.get('x-request-id')).toBeTruthy()
  const body = (await response.json()) as Problem
  expect(Value.Check(Problem, body)).toBe(true)
  expect(body.status).toBe(status)
  expect(body.instance).toBe(new URL(response.url).pathname)
  if (slug) expect(body.type).toEndWith(`/problems/${slug}`)
  return body
}
