import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { crc32, deflate } from 'node:zlib'
import { type Canvas, createCanvas, GlobalFonts } from '@napi-rs/canvas'
import { Chart, registerables, type ChartConfiguration, type ChartType } from 'chart.js'

Chart.register(...registerables)

export const FONT_DIRECTORY = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const CHART_FONT = 'DejaVuSansChart'
GlobalFonts.registerFromPath(join(FONT_DIRECTORY, 'DejaVuSans.ttf'), CHART_FONT)
GlobalFonts.registerFromPath(join(FONT_DIRECTORY, 'DejaVuSans-Bold.ttf'), CHART_FONT)
Chart.defaults.font.family = CHART_FONT

export const palette = {
  ink: '#1f2a33',
  muted: '#5b6770',
  line: '#d9e0e5',
  panel: '#f2f6f8',
  primary: '#0b4f6c',
  solar: '#f2a900',
  consumption: '#2f6fb2',
  grid: '#9aa7b1',
  battery: '#2e9e6a',
  saving: '#1f7a4d',
  negative: '#b3261e',
}

/** Pixels per PDF point of a chart image: enough for print-quality lines and text. */
const SCALE = 2

/** A chart drawn server-side (chart.js on a Skia canvas) as PNG, sized in PDF points. */
export interface ChartImage {
  png: Buffer
  width: number
  height: number
}

/** chart.js resets the canvas when it sizes it, so the white ground is painted as part of each draw. */
const whiteBackground = {
  id: 'whiteBackground',
  beforeDraw(chart: Chart) {
    const { ctx, width, height } = chart
    ctx.save()
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(0, 0, width, height)
    ctx.restore()
  },
}

/**
 * One canvas per chart size, reused by every document this thread renders. A Skia canvas's pixels are
 * native memory that the garbage collector neither sees nor counts, freed only when a collection finalizes
 * the canvas: a fresh canvas per chart left megabytes per document waiting for a full collection. The
 * sizes are the document's few fixed ones; a chart is drawn and its pixels read synchronously, so no two
 * charts use a canvas at once.
 */
const canvases = new Map<string, Canvas>()

function canvasOf(width: number, height: number): Canvas {
  const key = `${width}x${height}`
  let canvas = canvases.get(key)
  if (!canvas) {
    canvas = createCanvas(width, height)
    canvases.set(key, canvas)
  }
  return canvas
}

async function draw<T extends ChartType>(config: ChartConfiguration<T>, width: number, height: number): Promise<ChartImage> {
  const canvas = canvasOf(width * SCALE, height * SCALE)
  const context = canvas.getContext('2d')
  const chart = new Chart(context as unknown as CanvasRenderingContext2D, {
    ...config,
    plugins: [whiteBackground],
    options: {
      ...config.options,
      animation: false,
      responsive: false,
      devicePixelRatio: 1,
      layout: { padding: 4 * SCALE },
    },
  } as ChartConfiguration)
  const pixels = canvas.data()
  // destroy() also clears the canvas, so the pixels are taken first.
  chart.destroy()
  return { png: await encodeOpaquePng(pixels, canvas.width, canvas.height), width, height }
}

const deflateAsync = promisify(deflate)
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function pngChunk(type: string, data: Buffer): Buffer {
  const chunk = Buffer.alloc(12 + data.length)
  chunk.writeUInt32BE(data.length, 0)
  chunk.write(type, 4, 'latin1')
  data.copy(chunk, 8)
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length)
  return chunk
}

/**
 * RGB PNG (no alpha channel) from RGBA pixels. The chart is drawn on white, so alpha carries nothing,
 * and an alpha-free PNG is embedded into the PDF as is, where an RGBA one would be decoded, split
 * and re-compressed by pdfkit on every document.
 */
async function encodeOpaquePng(rgba: Uint8Array, width: number, height: number): Promise<Buffer> {
  const rowLength = width * 3 + 1
  // Its own ArrayBuffer (never a slice of a shared pool), so that it can be released below.
  const scanlines = new Uint8Array(rowLength * height)
  // One 32-bit read per pixel (little-endian RGBA → 0xAABBGGRR); each scanline starts with filter type 0.
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : new Uint8Array(rgba)
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height)
  for (let y = 0, source = 0; y < height; y++) {
    let target = y * rowLength + 1
    for (let x = 0; x < width; x++, source++) {
      const pixel = pixels[source]!
      scanlines[target++] = pixel & 0xff
      scanlines[target++] = (pixel >>> 8) & 0xff
      scanlines[target++] = (pixel >>> 16) & 0xff
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // colour type: truecolour
  const compressed = await deflateAsync(scanlines, { level: 6 })
  // A megabyte or more per chart, freed now (transfer detaches and frees it) rather than at this thread's
  // next full collection, which a busy render worker may reach only after dozens of documents.
  ;(scanlines.buffer as ArrayBuffer & { transfer(length: number): ArrayBuffer }).transfer(0)
  return Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', compressed), pngChunk('IEND', Buffer.alloc(0))])
}

const legend = { position: 'bottom' as const, labels: { boxWidth: 10 * SCALE, boxHeight: 10 * SCALE, padding: 8 * SCALE, color: palette.ink, font: { size: 9 * SCALE } } }
const axisTicks = { color: palette.muted, font: { size: 8 * SCALE } }
const gridLines = { color: palette.line, lineWidth: SCALE / 2 }
const bar = { borderRadius: SCALE, categoryPercentage: 0.72, barPercentage: 0.9 }

export function groupedBars(input: {
  labels: string[]
  /** One colour per series, or one per bar (to highlight a bar). */
  series: { label: string; values: number[]; color: string | string[] }[]
  format: (value: number) => string
  width: number
  height: number
}): Promise<ChartImage> {
  return draw(
    {
      type: 'bar',
      data: {
        labels: input.labels,
        datasets: input.series.map((series) => ({ label: series.label, data: series.values, backgroundColor: series.color, ...bar })),
      },
      options: {
        plugins: { legend },
        scales: {
          x: { ticks: axisTicks, grid: { display: false } },
          y: { ticks: { ...axisTicks, callback: (value) => input.format(Number(value)) }, grid: gridLines, border: { display: false } },
        },
      },
    },
    input.width,
    input.height,
  )
}

/** A doughnut without legend: the document sets the legend as text beside it. */
export function doughnut(input: { values: number[]; colors: string[]; size: number }): Promise<ChartImage> {
  return draw(
    {
      type: 'doughnut',
      data: { datasets: [{ data: input.values, backgroundColor: input.colors, borderColor: '#ffffff', borderWidth: SCALE * 1.5 }] },
      options: { cutout: '58%', plugins: { legend: { display: false }, tooltip: { enabled: false } } },
    },
    input.size,
    input.size,
  )
}

export function lines(input: {
  labels: string[]
  series: { label: string; values: number[]; color: string; fill?: boolean; dashed?: boolean }[]
  format: (value: number) => string
  width: number
  height: number
  /** Fixed top of the y axis (e.g. 100 for a percentage). */
  max?: number
}): Promise<ChartImage> {
  return draw(
    {
      type: 'line',
      data: {
        labels: input.labels,
        datasets: input.series.map((series) => ({
          label: series.label,
          data: series.values,
          borderColor: series.color,
          backgroundColor: series.fill ? `${series.color}33` : series.color,
          fill: series.fill ?? false,
          borderWidth: SCALE * 1.2,
          borderDash: series.dashed ? [4 * SCALE, 3 * SCALE] : [],
          pointRadius: 0,
          tension: 0.3,
        })),
      },
      options: {
        plugins: { legend: { ...legend, labels: { ...legend.labels, usePointStyle: true, pointStyle: 'line' as const, boxWidth: 18 * SCALE } } },
        scales: {
          x: { ticks: { ...axisTicks, maxRotation: 0, autoSkip: true, maxTicksLimit: 13 }, grid: { display: false } },
          y: {
            ticks: { ...axisTicks, callback: (value) => input.format(Number(value)) },
            grid: gridLines,
            border: { display: false },
            beginAtZero: true,
            ...(input.max === undefined ? {} : { max: input.max }),
          },
        },
      },
    },
    input.width,
    input.height,
  )
}
