import type { ReactiveController, ReactiveControllerHost } from 'lit'

export type RouteName = 'sign-in' | 'forgot' | 'invite' | 'reset' | 'inbox' | 'study' | 'new-study' | 'tokens' | 'branding' | 'team' | 'audit'

export interface Route {
  name: RouteName
  /** The id or link secret after the route's name. */
  param: string | null
}

const NAMES: ReadonlySet<string> = new Set(['sign-in', 'forgot', 'invite', 'reset', 'inbox', 'study', 'new-study', 'tokens', 'branding', 'team', 'audit'])

/** `#/study/<id>` → `{ name: 'study', param: id }`; anything unknown is the inbox. */
export function parseRoute(hash: string): Route {
  const [name, param] = hash.replace(/^#\/?/, '').split('/')
  return NAMES.has(name ?? '') ? { name: name as RouteName, param: param ? decodeURIComponent(param) : null } : { name: 'inbox', param: null }
}

export const routeHref = (name: RouteName, param?: string) => `#/${name}${param ? `/${encodeURIComponent(param)}` : ''}`

/** The page the hash names; the host re-renders on every change. */
export class RouteController implements ReactiveController {
  route: Route = parseRoute(globalThis.location?.hash ?? '')
  readonly #onChange = () => {
    this.route = parseRoute(location.hash)
    this.host.requestUpdate()
  }

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this)
  }

  hostConnected(): void {
    addEventListener('hashchange', this.#onChange)
  }

  hostDisconnected(): void {
    removeEventListener('hashchange', this.#onChange)
  }

  go(name: RouteName, param?: string): void {
    location.hash = routeHref(name, param)
  }
}
