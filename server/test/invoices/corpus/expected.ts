/**
 * What a correct extraction of a generated bill returns (everything but fieldConfidence), and the
 * warning fields its planted anomalies must raise. The rules are the extraction's documented ones:
 * - prices are the latest price segment's; energy in kWh; money excl. VAT unless named "WithVat";
 * - observations' average prices = energy rows of that tariff (no fees, no discounts) / their MWh;
 * - single-tariff consumption counts as VT (DOMAIN.md); NT fields stay null;
 * - yearly consumption = the printed estimate, else the period's consumption scaled to 365 days;
 * - sell-only bills: buying and distribution all null, distributorKeySource "unknown".
 */
import type { Invoice } from '@partner/energy-shared'
import { addressLine, breakerCodeOf, round2, type Bill, type LineItem, type RowKind } from './bill.ts'

export type ExpectedInvoice = Omit<Invoice, 'fieldConfidence'>

const latest = (items: LineItem[], kind: RowKind) => items.filter((i) => i.kind === kind).at(-1) ?? null
const sum = (items: LineItem[], kind: RowKind, pick: (i: LineItem) => number) =>
  items.filter((i) => i.kind === kind).reduce((acc, i) => acc + pick(i), 0)

function averagePerMwh(items: LineItem[], kind: RowKind): number | null {
  const kwh = sum(items, kind, (i) => i.quantity)
  return kwh > 0 ? round2(sum(items, kind, (i) => i.total) / (kwh / 1000)) : null
}

const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1

export function expectedInvoice(bill: Bill): ExpectedInvoice {
  const buys = bill.direction !== 'sell'
  const sells = bill.direction !== 'buy'
  const items = bill.items
  const vtKind: RowKind = bill.twoTariff ? 'energyVt' : 'energySingle'
  const fix = bill.buyingType === 'FIX'
  const pozeRow = latest(items, 'poze')
  const breakerCode = breakerCodeOf(bill.breaker)
  const distributorSource = bill.distributorShown === 'explicit' ? 'explicit' : bill.distributorShown === 'fault-line' ? 'poruchova_linka' : 'derived_from_address'
  const totalKwh = bill.statedTotalKwh
  return {
    meta: {
      supplierName: bill.supplierName,
      invoiceNumber: bill.invoiceNumber,
      issueDate: bill.issueDate,
      billingPeriodFrom: bill.periodFrom,
      billingPeriodTo: bill.periodTo,
      ean: bill.direction === 'sell' ? bill.productionEan : bill.ean,
      customerName: bill.customerName,
      supplyPointAddress: addressLine(bill.supplyAddress),
      productName: bill.direction === 'sell' ? bill.sellProductName : bill.productName,
      contractEndDate: bill.contractEnd,
      energyType: 'electricity',
      invoiceDirection: bill.direction,
      currency: 'CZK',
      customerType: bill.customerType,
    },
    distribution: buys
      ? {
          distributorKey: bill.distributor,
          distributorKeySource: distributorSource,
          distributionRate: bill.rate,
          breakerSizeCode: breakerCode,
          breakerAmps: bill.breaker.amps,
          breakerPhases: bill.breaker.phases,
          distributorFeeHighPerMWh: latest(items, bill.twoTariff ? 'distVt' : 'distSingle')!.price,
          distributorFeeLowPerMWh: bill.twoTariff ? latest(items, 'distNt')!.price : null,
          renewableEnergyFeePerMWh: pozeRow && pozeRow.to === bill.periodTo ? pozeRow.price : null,
          systemServicesFeePerMWh: latest(items, 'systemServices')!.price,
          circuitBreakerMonthlyFeeCzkInvoice: latest(items, 'breaker')!.price,
        }
      : {
          distributorKey: null,
          distributorKeySource: 'unknown',
          distributionRate: null,
          breakerSizeCode: null,
          breakerAmps: null,
          breakerPhases: null,
          distributorFeeHighPerMWh: null,
          distributorFeeLowPerMWh: null,
          renewableEnergyFeePerMWh: null,
          systemServicesFeePerMWh: null,
          circuitBreakerMonthlyFeeCzkInvoice: null,
        },
    buying: buys
      ? {
          buyingType: bill.buyingType,
          monthlyFeeCzk: latest(items, 'monthlyFee')!.price,
          fixedBuyPriceCzkPerMwh: fix ? latest(items, vtKind)!.price : null,
          fixedBuyPriceCzkPerMwhLowTariff: fix && bill.twoTariff ? latest(items, 'energyNt')!.price : null,
          spotTraderFeePerMwh: fix ? null : latest(items, 'spotFee')!.price,
          spotTraderFeeType: fix ? null : 'PerMWh',
          vtKwh: bill.vtKwh,
          ntKwh: bill.twoTariff ? bill.ntKwh : null,
          totalKwh,
          yearlyConsumptionKwhEstimated: bill.yearlyEstimatePrinted ?? Math.round((totalKwh * 365) / days(bill.periodFrom, bill.periodTo)),
        }
      : {
          buyingType: null,
          monthlyFeeCzk: null,
          fixedBuyPriceCzkPerMwh: null,
          fixedBuyPriceCzkPerMwhLowTariff: null,
          spotTraderFeePerMwh: null,
          spotTraderFeeType: null,
          vtKwh: null,
          ntKwh: null,
          totalKwh: null,
          yearlyConsumptionKwhEstimated: null,
        },
    selling: sells
      ? {
          sellingType: bill.sellingType,
          monthlyFeeCzk: latest(items, 'sellMonthly') ? -latest(items, 'sellMonthly')!.price : null,
          fixedSellPriceCzkPerMwh: bill.sellingType === 'FIX' ? latest(items, 'sellEnergy')!.price : null,
          spotTraderFeePerMwh: bill.sellingType === 'SPOT' ? -latest(items, 'sellFee')!.price : null,
          spotTraderFeeType: bill.sellingType === 'SPOT' ? 'PerMWh' : null,
          soldKwh: bill.soldKwh,
        }
      : { sellingType: null, monthlyFeeCzk: null, fixedSellPriceCzkPerMwh: null, spotTraderFeePerMwh: null, spotTraderFeeType: null, soldKwh: null },
    observations: {
      buyAveragePricePerMwhVt: buys ? averagePerMwh(items, vtKind) : null,
      buyAveragePricePerMwhNt: buys && bill.twoTariff ? averagePerMwh(items, 'energyNt') : null,
      buyTotalCzkNoVat: buys ? bill.buyTotalNoVat : null,
      sellAveragePricePerMwh: sells ? averagePerMwh(items, 'sellEnergy') : null,
      sellTotalCzkNoVat: sells ? bill.sellTotal : null,
      balanceDueCzkWithVat: bill.balance,
    },
  }
}

/** The warning fields (camelCase JSON paths) the planted anomalies must raise, sorted. */
export function expectedWarningFields(bill: Bill): string[] {
  const fields: Record<string, string> = {
    'ean-check': 'meta.ean',
    'total-mismatch': 'observations.buyTotalCzkNoVat',
    'balance-mismatch': 'observations.balanceDueCzkWithVat',
    'consumption-mismatch': 'buying.totalKwh',
    'issued-before-period-end': 'meta.issueDate',
  }
  return [...new Set(bill.anomalies.map((a) => fields[a]!))].sort()
}
