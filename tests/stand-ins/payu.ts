import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer, escapeHtml, readBody, sendHtml, sendJson } from './http';

/**
 * A PayU WebCheckout stand-in on loopback. POST /ppp-web-gateway-payu/ takes the checkout form
 * (merchantId, accountId, referenceCode, amount, currency, signature, algorithm, responseUrl,
 * confirmationUrl, ...) and checks its signature as PayU does; the payment page it answers lets a
 * person approve or decline; then it posts PayU's confirmation (x-www-form-urlencoded, signed
 * ApiKey~merchant_id~reference_sale~new_value~currency~state_pol) to the confirmationUrl, server
 * to server, and sends the browser to the responseUrl.
 */
export interface PayuStandInOptions {
  merchantId: string;
  accountId: string;
  apiKey: string;
}

export interface PayuTransaction {
  transactionId: string;
  referencePol: string;
  form: Record<string, string>;
  state: 'PENDING' | 'APPROVED' | 'DECLINED';
}

export interface DeliveredConfirmation {
  transactionId: string;
  url: string;
  body: Record<string, string>;
  status: number;
  answer: string;
}

type Algorithm = 'md5' | 'sha1' | 'sha256';

const ALGORITHMS: Record<string, Algorithm> = {
  MD5: 'md5',
  SHA: 'sha1',
  SHA1: 'sha1',
  SHA256: 'sha256',
};

const REQUIRED = [
  'merchantId',
  'accountId',
  'description',
  'referenceCode',
  'amount',
  'tax',
  'taxReturnBase',
  'currency',
  'signature',
  'buyerEmail',
];

/** 'value' of the confirmation: the amount with two decimals, as PayU writes it. */
const twoDecimals = (amount: string) => Number(amount).toFixed(2);

/**
 * PayU's confirmation new_value: one decimal when the second is zero. Written from PayU's
 * documentation apart from the domain's payuConfirmationValue, so one cannot hide a slip of the other.
 */
export function confirmationValue(value: string): string {
  const [integer, cents = '00'] = value.split('.');
  return cents[1] === '0' ? `${integer}.${cents[0]}` : `${integer}.${cents}`;
}

/** The response page signs TX_VALUE rounded to one decimal, half to even. */
function responseValue(value: string): string {
  const [integer, cents = '00'] = value.split('.');
  const first = Number(cents[0]);
  const second = Number(cents[1] ?? 0);
  const up = second > 5 || (second === 5 && first % 2 === 1);
  const tenths = Math.round(Number(integer) * 10 + first + (up ? 1 : 0));
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export class PayuStandIn {
  private readonly server = new LoopbackServer((req, res, url) => this.handle(req, res, url));
  readonly transactions: PayuTransaction[] = [];
  readonly confirmations: DeliveredConfirmation[] = [];
  readonly rejectedCheckouts: { reason: string; form: Record<string, string> }[] = [];

  constructor(private readonly options: PayuStandInOptions) {}

  get checkoutUrl(): string {
    return `${this.server.origin}/ppp-web-gateway-payu/`;
  }

  start(port = 0): Promise<void> {
    return this.server.start(port);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  reset(): void {
    this.transactions.length = 0;
    this.confirmations.length = 0;
    this.rejectedCheckouts.length = 0;
  }

  private sign(algorithm: Algorithm, text: string): string {
    return createHash(algorithm).update(text, 'utf8').digest('hex');
  }

  private async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    if (req.method === 'GET' && url.pathname === '/__standin/state') {
      return sendJson(res, 200, {
        transactions: this.transactions,
        confirmations: this.confirmations,
      });
    }
    if (req.method !== 'POST') return sendHtml(res, 405, 'Método no permitido');
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    if (url.pathname === '/ppp-web-gateway-payu/' || url.pathname === '/ppp-web-gateway-payu') {
      return this.checkout(form, res);
    }
    if (url.pathname === '/ppp-web-gateway-payu/pay') {
      const tx = this.transactions.find((t) => t.transactionId === form.transaction);
      if (!tx || tx.state !== 'PENDING') return sendHtml(res, 404, 'Transacción no encontrada');
      const outcome = form.outcome === 'APPROVED' ? 'APPROVED' : 'DECLINED';
      await this.settle(tx, outcome);
      res.writeHead(302, { Location: this.responseUrl(tx) }).end();
      return;
    }
    sendHtml(res, 404, 'No encontrado');
  }

  private checkout(form: Record<string, string>, res: ServerResponse): void {
    const missing = REQUIRED.filter((k) => !form[k]);
    const algorithm = ALGORITHMS[(form.algorithm ?? 'MD5').toUpperCase()];
    const expected = algorithm
      ? this.sign(
          algorithm,
          [
            this.options.apiKey,
            form.merchantId,
            form.referenceCode,
            form.amount,
            form.currency,
          ].join('~'),
        )
      : '';
    const reason =
      missing.length > 0
        ? `Faltan campos: ${missing.join(', ')}`
        : form.merchantId !== this.options.merchantId || form.accountId !== this.options.accountId
          ? 'Comercio o cuenta no válidos'
          : !algorithm
            ? 'Algoritmo no soportado'
            : expected !== form.signature?.toLowerCase()
              ? 'Firma inválida'
              : null;
    if (reason) {
      this.rejectedCheckouts.push({ reason, form });
      return sendHtml(
        res,
        400,
        `<!doctype html><meta charset="utf-8"><h1>Error</h1><p>${escapeHtml(reason)}</p>`,
      );
    }
    const tx: PayuTransaction = {
      transactionId: randomUUID(),
      referencePol: String(900_000_000 + this.transactions.length),
      form,
      state: 'PENDING',
    };
    this.transactions.push(tx);
    const button = (outcome: string, label: string) =>
      `<form method="post" action="/ppp-web-gateway-payu/pay"><input type="hidden" name="transaction" value="${tx.transactionId}">` +
      `<input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
    sendHtml(
      res,
      200,
      `<!doctype html><html lang="es"><meta charset="utf-8"><title>PayU (stand-in)</title>` +
        `<h1>Pago de prueba</h1><p>${escapeHtml(form.description ?? '')}</p>` +
        `<p>Referencia ${escapeHtml(form.referenceCode ?? '')}: ${escapeHtml(form.amount ?? '')} ${escapeHtml(form.currency ?? '')}</p>` +
        `<p data-transaction-id="${tx.transactionId}">Transacción ${tx.transactionId}</p>` +
        button('APPROVED', 'Aprobar pago') +
        button('DECLINED', 'Rechazar pago'),
    );
  }

  /** The body PayU posts to the confirmationUrl for a settled transaction. */
  confirmationBody(tx: PayuTransaction): Record<string, string> {
    const statePol = tx.state === 'APPROVED' ? '4' : '6';
    const value = twoDecimals(tx.form.amount ?? '0');
    const algorithm = ALGORITHMS[(tx.form.algorithm ?? 'MD5').toUpperCase()] ?? 'md5';
    const currency = tx.form.currency ?? '';
    const reference = tx.form.referenceCode ?? '';
    return {
      merchant_id: this.options.merchantId,
      state_pol: statePol,
      risk: '0.00',
      response_code_pol: tx.state === 'APPROVED' ? '1' : '5',
      reference_sale: reference,
      reference_pol: tx.referencePol,
      sign: this.sign(
        algorithm,
        [
          this.options.apiKey,
          this.options.merchantId,
          reference,
          confirmationValue(value),
          currency,
          statePol,
        ].join('~'),
      ),
      extra1: '',
      extra2: '',
      payment_method: '10',
      payment_method_type: '2',
      installments_number: '1',
      value,
      tax: '0.00',
      additional_value: '0.00',
      transaction_date: new Date().toISOString().replace('T', ' ').slice(0, 19),
      currency,
      email_buyer: tx.form.buyerEmail ?? '',
      cus: '',
      pse_bank: '',
      test: '1',
      description: tx.form.description ?? '',
      response_message_pol: tx.state === 'APPROVED' ? 'APPROVED' : 'ENTITY_DECLINED',
      transaction_id: tx.transactionId,
      payment_method_id: '2',
      payment_method_name: 'VISA',
      account_number_ach: '',
      account_type_ach: '',
      administrative_fee: '0.00',
      administrative_fee_base: '0.00',
      administrative_fee_tax: '0.00',
      attempts: '1',
      nickname_buyer: '',
      nickname_seller: '',
      ip: '127.0.0.1',
    };
  }

  /** Settles a transaction and posts its confirmation, as PayU does once a state is final. */
  async settle(
    tx: PayuTransaction,
    outcome: 'APPROVED' | 'DECLINED',
  ): Promise<DeliveredConfirmation> {
    tx.state = outcome;
    return this.deliverConfirmation(tx);
  }

  /** Posts (again) the confirmation of a settled transaction: PayU retries until it gets a 200. */
  async deliverConfirmation(
    tx: PayuTransaction,
    body = this.confirmationBody(tx),
  ): Promise<DeliveredConfirmation> {
    const url = tx.form.confirmationUrl ?? '';
    let status = 0;
    let answer = '';
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      answer = await response.text();
    } catch (err) {
      answer = err instanceof Error ? err.message : String(err);
    }
    const delivered = { transactionId: tx.transactionId, url, body, status, answer };
    this.confirmations.push(delivered);
    return delivered;
  }

  private responseUrl(tx: PayuTransaction): string {
    const target = new URL(tx.form.responseUrl || this.server.origin);
    const value = twoDecimals(tx.form.amount ?? '0');
    const state = tx.state === 'APPROVED' ? '4' : '6';
    const algorithm = ALGORITHMS[(tx.form.algorithm ?? 'MD5').toUpperCase()] ?? 'md5';
    const params: Record<string, string> = {
      merchantId: this.options.merchantId,
      transactionState: state,
      referenceCode: tx.form.referenceCode ?? '',
      reference_pol: tx.referencePol,
      transactionId: tx.transactionId,
      TX_VALUE: value,
      currency: tx.form.currency ?? '',
      lapTransactionState: tx.state,
      message: tx.state,
      signature: this.sign(
        algorithm,
        [
          this.options.apiKey,
          this.options.merchantId,
          tx.form.referenceCode,
          responseValue(value),
          tx.form.currency,
          state,
        ].join('~'),
      ),
    };
    for (const [k, v] of Object.entries(params)) target.searchParams.set(k, v);
    return target.toString();
  }
}
