/**
 * Uploads the pre-flight gate must refuse, each with the answer it must get: readable PDFs that are
 * not electricity bills, broken or hostile PDFs, and files that are not PDFs at all.
 */
import type { ProblemSlug } from '@partner/energy-shared'
import { deflateSync } from 'node:zlib'
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces'
import { renderPageAsImage } from 'unpdf'
import { renderPdf } from './pdf.ts'
import { rawPdf, streamObject } from '../../support/raw-pdf.ts'

export interface Rejected {
  id: string
  bytes: Uint8Array
  status: number
  slug: ProblemSlug
}

const doc = (content: Content[], extra: Partial<TDocumentDefinitions> = {}): TDocumentDefinitions => ({
  defaultStyle: { font: 'DejaVu', fontSize: 9 },
  content,
  ...extra,
})

/** A gas bill: billing vocabulary, kWh and an "odběrné místo", but an EIC code and no electricity EAN. */
export const gasBill = () =>
  renderPdf(
    doc([
      { text: 'VYÚČTOVÁNÍ ZEMNÍHO PLYNU', fontSize: 15, bold: true },
      'Číslo faktury: 7310045521',
      'Datum vystavení: 12. 3. 2025',
      'Zákazník: Petra Svobodová',
      'Adresa odběrného místa: Lipová 12, 602 00 Brno',
      'EIC kód odběrného místa: 27ZG600Z0012345K',
      'Zúčtovací období: 1. 2. 2024 - 31. 1. 2025',
      'Spotřeba zemního plynu: 1 245 m3, spalné teplo 10,55 kWh/m3, celkem 13 134,75 kWh',
      { table: { body: [['Položka', 'Množství', 'Cena', 'Celkem'], ['Dodávka zemního plynu', '13,135 MWh', '1 450,00 Kč/MWh', '19 045,75 Kč'], ['Distribuce zemního plynu', '13,135 MWh', '510,00 Kč/MWh', '6 698,85 Kč']] } },
      'Celkem bez DPH: 25 744,60 Kč',
      'DPH 21 %: 5 406,37 Kč',
      'Celkem s DPH: 31 150,97 Kč',
      'Zaplacené zálohy: 30 000,00 Kč',
      'Nedoplatek: 1 150,97 Kč',
      'Poruchová linka plynárenské soustavy: 1239',
    ]),
  )

export const phoneBill = () =>
  renderPdf(
    doc([
      { text: 'Vyúčtování služeb elektronických komunikací', fontSize: 14, bold: true },
      'Faktura - daňový doklad č. 2025031177',
      'Zúčtovací období: 1. 3. 2025 - 31. 3. 2025',
      'Telefonní číslo: +420 603 123 456',
      { table: { body: [['Služba', 'Množství', 'Celkem'], ['Měsíční paušál Neomezeně', '1', '499,00 Kč'], ['Volání mimo tarif', '35 min', '87,50 Kč'], ['SMS', '12 ks', '18,00 Kč'], ['Mobilní data nad limit', '2 GB', '100,00 Kč']] } },
      'Celkem s DPH: 704,50 Kč',
      'Celkem k úhradě: 704,50 Kč',
      'Variabilní symbol: 6031234560',
    ]),
  )

/** An electricity supply contract: EAN, rate and breaker, but no bill (no billing title, result or period of supply). */
export const contract = () =>
  renderPdf(
    doc([
      { text: 'Smlouva o sdružených službách dodávky elektřiny', fontSize: 14, bold: true },
      'Číslo smlouvy: 88812345',
      'Smluvní strany: ČEZ Prodej, a.s. (dodavatel) a Jan Novák (zákazník)',
      'Odběrné místo: Husova 1200/4, 301 00 Plzeň, EAN 859182400123456784',
      'Distribuční sazba: D25d, hlavní jistič 3x25 A, předpokládaná roční spotřeba 4 200 kWh',
      'Produkt: Elektřina Bez starostí na 2 roky. Smlouva se uzavírá na dobu určitou.',
      'Zákazník bude hradit měsíční zálohy ve výši 1 400 Kč. Vyúčtování dodávky elektřiny proběhne jednou ročně.',
      'Tato smlouva nabývá platnosti dnem podpisu oběma smluvními stranami.',
      'V Plzni dne 2. 1. 2025                     Podpis zákazníka: ____________',
    ]),
  )

export const randomDocument = () =>
  renderPdf(
    doc([
      { text: 'Zápis z jednání výboru spolku', fontSize: 14, bold: true },
      'Dne 14. 5. 2025 se sešel výbor spolku v klubovně. Přítomni: 5 členů.',
      'Projednáno: rozpočet letní akce (12 500 Kč), oprava plotu, nákup nových stolů.',
      'Usnesení: výbor schvaluje rozpočet a pověřuje pokladníka nákupem.',
      'Příští schůze se koná 11. 6. 2025 od 18:00.',
    ]),
  )

export const encryptedBill = (bill: TDocumentDefinitions) => renderPdf({ ...bill, userPassword: 'tajne-heslo', ownerPassword: 'vlastnik' })

/** A PDF signature followed by noise: no structure pdf.js can recover. */
export function corruptPdf(): Uint8Array {
  const bytes = new Uint8Array(4096)
  let state = 12345
  for (let i = 0; i < bytes.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0
    bytes[i] = state >>> 24
  }
  bytes.set(new TextEncoder().encode('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), 0)
  return bytes
}

/**
 * A small PDF whose one page is a compressed content stream of millions of text operations:
 * cheap to upload, expensive to parse — the operator budget (or, lifted, the parse-time budget) must stop it.
 */
export function pdfBomb(operations = 3_000_000): Uint8Array {
  const content = new Uint8Array(deflateSync(Buffer.from('BT /F1 1 Tf 0 0 Td (x) Tj ET\n'.repeat(operations))))
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    streamObject('/Filter /FlateDecode', content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ])
}

export const manyPages = (pages: number) =>
  renderPdf(doc(Array.from({ length: pages }, (_, i) => ({ text: `Strana ${i + 1}: příloha vyúčtování`, pageBreak: i ? ('before' as const) : undefined }))))

/** A scan: every page of the bill rendered to an image and placed in a PDF without any text layer. */
export async function scannedBill(billPdf: Uint8Array, pages: number): Promise<Uint8Array> {
  const images: Content[] = []
  for (let page = 1; page <= pages; page++) {
    const png = await renderPageAsImage(new Uint8Array(billPdf), page, { canvasImport: () => import('@napi-rs/canvas'), scale: 2.5 })
    images.push({ image: `data:image/png;base64,${Buffer.from(png).toString('base64')}`, width: 595.28, pageBreak: page > 1 ? 'before' : undefined })
  }
  return renderPdf({ pageMargins: [0, 0, 0, 0], content: images })
}

export async function rejectedUploads(billDocument: TDocumentDefinitions): Promise<Rejected[]> {
  return [
    { id: 'gas-bill', bytes: await gasBill(), status: 422, slug: 'not-an-energy-invoice' },
    { id: 'phone-bill', bytes: await phoneBill(), status: 422, slug: 'not-an-energy-invoice' },
    { id: 'contract', bytes: await contract(), status: 422, slug: 'not-an-energy-invoice' },
    { id: 'random-document', bytes: await randomDocument(), status: 422, slug: 'not-an-energy-invoice' },
    { id: 'encrypted', bytes: await encryptedBill(billDocument), status: 422, slug: 'encrypted-pdf' },
    { id: 'corrupt', bytes: corruptPdf(), status: 422, slug: 'unreadable-pdf' },
    { id: 'empty', bytes: new Uint8Array(), status: 415, slug: 'unsupported-media-type' },
    { id: 'not-a-pdf', bytes: new TextEncoder().encode('Tohle je obyčejný text, žádné PDF.\n'), status: 415, slug: 'unsupported-media-type' },
    { id: 'too-many-pages', bytes: await manyPages(31), status: 413, slug: 'payload-too-large' },
  ]
}
