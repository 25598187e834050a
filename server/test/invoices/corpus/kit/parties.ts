/** The parties a generated bill prints: the known suppliers' seats, the distributors' names and fault lines, the customer's company number. Shared by every split's generator. */
import type { Bill, DistributorKey, RowKind, SupplierId } from '../bill.ts'
import type { Random } from '../random.ts'

export interface Party {
  name: string
  street: string
  zipCity: string
  ico: string
  account: string
  phone: string
  web: string
  email: string
  register: string
}
export const SEATS: Record<Exclude<SupplierId, 'generic'>, Omit<Party, 'name'>> = {
  cez: {
    street: 'Duhová 425/1',
    zipCity: '140 53 Praha 4',
    ico: '28232551',
    account: '35-4544340207/0100',
    phone: '371 100 100',
    web: 'www.cez.cz',
    email: 'info@cez.cz',
    register: 'Městským soudem v Praze, oddíl B, vložka 12348',
  },
  eon: {
    street: 'F. A. Gerstnera 2151/6',
    zipCity: '370 01 České Budějovice',
    ico: '26078201',
    account: '2000050011/2700',
    phone: '800 77 33 22',
    web: 'www.eon.cz',
    email: 'info@eon.cz',
    register: 'Krajským soudem v Českých Budějovicích, oddíl B, vložka 1390',
  },
  pre: {
    street: 'Na Hroudě 1492/4',
    zipCity: '100 05 Praha 10',
    ico: '60193913',
    account: '2000980000/2700',
    phone: '800 550 055',
    web: 'www.pre.cz',
    email: 'pre@pre.cz',
    register: 'Městským soudem v Praze, oddíl B, vložka 2405',
  },
  innogy: {
    street: 'Limuzská 3135/12',
    zipCity: '108 00 Praha 10',
    ico: '49903209',
    account: '1387022/0300',
    phone: '800 11 33 55',
    web: 'www.innogy.cz',
    email: 'zakaznik@innogy.cz',
    register: 'Městským soudem v Praze, oddíl C, vložka 23470',
  },
  centropol: {
    street: 'Vaníčkova 1594/11',
    zipCity: '400 01 Ústí nad Labem',
    ico: '25458302',
    account: '2101057722/2010',
    phone: '800 77 44 33',
    web: 'www.centropol.cz',
    email: 'info@centropol.cz',
    register: 'Krajským soudem v Ústí nad Labem, oddíl B, vložka 1307',
  },
  mnd: {
    street: 'Úprkova 807/6',
    zipCity: '695 01 Hodonín',
    ico: '28349334',
    account: '115-8765430227/0100',
    phone: '800 400 500',
    web: 'www.mnd.cz',
    email: 'zakaznici@mnd.cz',
    register: 'Krajským soudem v Brně, oddíl B, vložka 6104',
  },
}
export const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
/** Distributor names (any one printed = explicit), full names, and the distributors' published fault lines. */
export const DISTRIBUTOR_NAMES: Record<DistributorKey, string[]> = {
  CEZ: ['ČEZ Distribuce'],
  PRE: ['PREdistribuce'],
  EGD: ['EG.D', 'E.ON Distribuce'],
}
export const DISTRIBUTOR_FULL: Record<DistributorKey, string> = {
  CEZ: 'ČEZ Distribuce, a. s.',
  PRE: 'PREdistribuce, a.s.',
  EGD: 'EG.D, a.s.',
}
export const FAULT_LINES: Record<DistributorKey, string> = { CEZ: '800 850 860', PRE: '224 915 151', EGD: '800 225 577' }
/** A made-up company number for a business customer. */
export const customerIco = (random: Random) => random.digits(8)
export type Recipient = 'supplier' | 'distribution' | 'regulated' | 'state' | 'buyback'
/** Who a charge goes to: the supplier, the distributor, the regulated national operators, the state (tax), or the buy-back. */
export function recipientOf(kind: RowKind): Recipient {
  if (kind.startsWith('sell')) return 'buyback'
  if (kind === 'distVt' || kind === 'distNt' || kind === 'distSingle' || kind === 'breaker') return 'distribution'
  if (kind === 'poze' || kind === 'systemServices' || kind === 'infrastructure') return 'regulated'
  if (kind === 'tax') return 'state'
  return 'supplier'
}
export const billingAddressLines = (bill: Bill) => [bill.billingAddress.street, `${bill.billingAddress.zip} ${bill.billingAddress.city}`]
