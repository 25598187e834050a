/**
 * The parties of a bill as the blind splits print them: the six suppliers' seats and a split's made-up traders
 * ([name, street, zip and city, IČO]) with the bank, phone, e-mail and register derived from the IČO.
 */
import type { Bill, SupplierId } from './bill.ts'

/** A made-up trader's seat: [name, street, zip and city, IČO]. */
export type TraderSeat = readonly [string, string, string, string]

export interface Party {
  name: string
  street: string
  zipCity: string
  ico: string
  account: string
  bank: string
  phone: string
  email: string
  web: string
  register: string
}

const SEATS: Record<Exclude<SupplierId, 'generic'>, Omit<Party, 'name'>> = {
  cez: {
    street: 'Duhová 425/1',
    zipCity: '140 53 Praha 4',
    ico: '28232551',
    account: '35-4544340207/0100',
    bank: 'Komerční banka, a.s.',
    phone: '371 100 100',
    email: 'info@cez.cz',
    web: 'www.cez.cz',
    register: 'Městským soudem v Praze, oddíl B, vložka 12348',
  },
  eon: {
    street: 'F. A. Gerstnera 2151/6',
    zipCity: '370 01 České Budějovice',
    ico: '26078201',
    account: '2000050011/2700',
    bank: 'UniCredit Bank Czech Republic and Slovakia, a.s.',
    phone: '800 77 33 22',
    email: 'info@eon.cz',
    web: 'www.eon.cz',
    register: 'Krajským soudem v Českých Budějovicích, oddíl B, vložka 1390',
  },
  pre: {
    street: 'Na Hroudě 1492/4',
    zipCity: '100 05 Praha 10',
    ico: '60193913',
    account: '2000980000/2700',
    bank: 'UniCredit Bank Czech Republic and Slovakia, a.s.',
    phone: '800 550 055',
    email: 'pre@pre.cz',
    web: 'www.pre.cz',
    register: 'Městským soudem v Praze, oddíl B, vložka 2405',
  },
  innogy: {
    street: 'Limuzská 3135/12',
    zipCity: '108 00 Praha 10',
    ico: '49903209',
    account: '1387022/0300',
    bank: 'Československá obchodní banka, a.s.',
    phone: '800 11 33 55',
    email: 'zakaznik@innogy.cz',
    web: 'www.innogy.cz',
    register: 'Městským soudem v Praze, oddíl C, vložka 23470',
  },
  centropol: {
    street: 'Vaníčkova 1594/11',
    zipCity: '400 01 Ústí nad Labem',
    ico: '25458302',
    account: '2101057722/2010',
    bank: 'Fio banka, a.s.',
    phone: '800 77 44 33',
    email: 'info@centropol.cz',
    web: 'www.centropol.cz',
    register: 'Krajským soudem v Ústí nad Labem, oddíl B, vložka 1307',
  },
  mnd: {
    street: 'Úprkova 807/6',
    zipCity: '695 01 Hodonín',
    ico: '28349334',
    account: '115-8765430227/0100',
    bank: 'Komerční banka, a.s.',
    phone: '800 400 500',
    email: 'info@mnd.cz',
    web: 'www.mnd.cz',
    register: 'Krajským soudem v Brně, oddíl B, vložka 6104',
  },
}

const plain = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

/** The supplier's identification as the bill prints it: the six suppliers' real seats, a split's traders under their made-up ones. */
export function partyOf(bill: Bill, traderSeats: readonly TraderSeat[]): Party {
  if (bill.supplier !== 'generic') return { name: bill.supplierName, ...SEATS[bill.supplier] }
  const seat = traderSeats.find(([name]) => name === bill.supplierName) ?? traderSeats[0]!
  const [name, street, zipCity, ico] = seat
  const domain = plain(name.split(' ').slice(0, 2).join('')).replace(/[^a-z]/g, '')
  return {
    name,
    street,
    zipCity,
    ico,
    account: `${Number(ico.slice(1, 7))}0${ico.slice(7)}/${['0800', '2010', '0300', '5500', '6100'][Number(ico[7]) % 5]}`,
    bank: ['Česká spořitelna, a.s.', 'Fio banka, a.s.', 'Československá obchodní banka, a.s.', 'Raiffeisenbank a.s.', 'mBank S.A.'][
      Number(ico[7]) % 5
    ]!,
    phone: `+420 ${['516', '577', '499', '566', '222'][Number(ico[7]) % 5]} ${ico.slice(2, 5)} ${ico.slice(5, 8)}`,
    email: `fakturace@${domain}.cz`,
    web: `www.${domain}.cz`,
    register: name.includes('družstvo')
      ? `Krajským soudem v Brně, oddíl Dr, vložka ${Number(ico.slice(4, 8)) % 9000}`
      : `Krajským soudem v ${['Brně', 'Hradci Králové', 'Praze'][Number(ico[6]) % 3]}, oddíl ${name.endsWith('a.s.') ? 'B' : 'C'}, vložka ${Number(ico.slice(3, 8)) % 90_000}`,
  }
}
