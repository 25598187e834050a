import { html, nothing } from 'lit'
import type { ConsoleInvitation, ConsoleRole, ConsoleUser } from '@partner/energy-shared'
import { ActionController } from '../controllers/action-controller.ts'
import { LoadController } from '../controllers/load-controller.ts'
import { formatDate } from '../i18n.ts'
import { base } from '../styles.ts'
import { PageElement } from './page.ts'

/** Owners: the users, an invitation, role changes and removals. */
export class TeamPage extends PageElement {
  static override styles = [base]
  readonly #users = new LoadController<ConsoleUser[]>(this, () => this.api.users())
  readonly #action = new ActionController(this)
  #invitation: ConsoleInvitation | null = null

  async #invite(event: SubmitEvent) {
    event.preventDefault()
    const form = new FormData(event.target as HTMLFormElement)
    this.#invitation = (await this.#action.run(() => this.api.invite(String(form.get('email')), String(form.get('role')) as ConsoleRole))) ?? null
    this.requestUpdate()
    if (this.#invitation) void this.#users.reload()
  }

  async #role(user: ConsoleUser, role: ConsoleRole) {
    await this.#action.run(() => this.api.changeRole(user.id, role))
    void this.#users.reload()
  }

  async #remove(user: ConsoleUser) {
    if (!confirm(this.t.team.removeConfirm)) return
    await this.#action.run(() => this.api.removeUser(user.id))
    void this.#users.reload()
  }

  override render() {
    const t = this.t.team
    return html`<h1>${t.heading}</h1>
      <form class="card row" @submit=${this.#invite}>
        <div><label for="email">${t.email}</label><input id="email" name="email" type="email" required /></div>
        <div>
          <label for="role">${t.role}</label>
          <select id="role" name="role"><option value="member">${t.roles.member}</option><option value="owner">${t.roles.owner}</option></select>
        </div>
        <button type="submit" ?disabled=${this.#action.busy}>${t.invite}</button>
      </form>
      ${this.#invitation ? html`<p>${t.inviteLink}</p><pre>${this.#invitation.inviteUrl}</pre>` : nothing}
      ${this.#action.error ? html`<p class="error" role="alert">${this.#action.error}</p>` : nothing}
      <table>
        <thead><tr><th scope="col">${t.email}</th><th scope="col">${t.role}</th><th scope="col">${this.t.tokens.created}</th><th scope="col">${t.remove}</th></tr></thead>
        <tbody>
          ${(this.#users.value ?? []).map(
            (user) => html`<tr>
              <td>${user.email} ${user.id === this.me?.user.id ? t.you : nothing} ${user.active ? nothing : html`<span class="muted">(${t.invited})</span>`}</td>
              <td>
                <select aria-label="${t.role}: ${user.email}" @change=${(event: Event) => this.#role(user, (event.target as HTMLSelectElement).value as ConsoleRole)}>
                  <option value="owner" ?selected=${user.role === 'owner'}>${t.roles.owner}</option>
                  <option value="member" ?selected=${user.role === 'member'}>${t.roles.member}</option>
                </select>
              </td>
              <td>${formatDate(this.locale, user.createdAt)}</td>
              <td><button class="danger" aria-label="${t.remove} ${user.email}" @click=${() => this.#remove(user)}>${t.remove}</button></td>
            </tr>`,
          )}
        </tbody>
      </table>`
  }
}
