import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local server speaking the part of Stripe's REST API the app uses (customers, prices, subscriptions
 * with their first invoice, PaymentIntents, coupons), so tests drive the real `stripe` SDK over real HTTP.
 * It keeps state like Stripe does, honours Idempotency-Key, and lets a test play the card holder
 * (`pay`) or tamper with objects to check the server does not trust them blindly.
 */

type Json = Record<string, unknown>;

interface RecordedRequest {
  method: string;
  path: string;
  query: Json;
  body: Json;
  idempotencyKey: string | undefined;
}

interface StoredSubscription extends Json {
  id: string;
  status: string;
  customer: string;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  latest_invoice: string;
}

/** Parses Stripe's form encoding (`items[0][price]=x`, `metadata[userId]=1`) into nested objects and arrays. */
function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, index) => {
      const isLast = index === parts.length - 1;
      const nextIsIndex = !isLast && /^\d+$/.test(parts[index + 1]!);
      const key = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (isLast) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

function newId(prefix: string) {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startStripeStandIn() {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const subscriptions = new Map<string, StoredSubscription>();
  const invoices = new Map<string, Json>();
  const paymentIntents = new Map<string, Json>();
  const coupons = new Map<string, Json>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const openSockets = new Set<Socket>();
  const now = () => Math.floor(Date.now() / 1000);

  function subscriptionView(subscription: StoredSubscription, expand: string[]): Json {
    const invoice = invoices.get(subscription.latest_invoice)!;
    const expandInvoice = expand.some((path) => path.startsWith('latest_invoice'));
    return {
      object: 'subscription',
      ...subscription,
      latest_invoice: expandInvoice ? invoice : invoice.id,
    };
  }

  function discountFor(amount: number, couponId: string | undefined): number {
    if (!couponId) return 0;
    const coupon = coupons.get(couponId);
    if (!coupon) throw new StripeApiError(400, 'resource_missing', `No such coupon: '${couponId}'`);
    const discount =
      coupon.percent_off !== null
        ? Math.round((amount * Number(coupon.percent_off)) / 100)
        : Number(coupon.amount_off ?? 0);
    return Math.min(discount, amount);
  }

  function need<T>(map: Map<string, T>, id: string, kind: string): T {
    const value = map.get(id);
    if (!value) throw new StripeApiError(404, 'resource_missing', `No such ${kind}: '${id}'`);
    return value;
  }

  function handle(method: string, path: string, query: Json, body: Json): unknown {
    const expand = (Array.isArray(body.expand) ? body.expand : []) as string[];
    let match: RegExpExecArray | null;

    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        metadata: body.metadata ?? {},
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      const customer = need(customers, id, 'customer');
      if (method !== 'DELETE') return customer;
      // Deleting a customer cancels its subscriptions at once, as Stripe does.
      customers.delete(id);
      for (const subscription of subscriptions.values()) {
        if (subscription.customer === id) subscription.status = 'canceled';
      }
      return { id, object: 'customer', deleted: true };
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = (query.lookup_keys ?? []) as string[];
      const data = [...prices.values()].filter((price) => keys.includes(String(price.lookup_key)));
      return { object: 'list', data, has_more: false, url: '/v1/prices' };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = {
        id: newId('price'),
        object: 'price',
        active: true,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        recurring: body.recurring,
        lookup_key: body.lookup_key,
        product: newId('prod'),
        metadata: body.metadata ?? {},
      };
      prices.set(price.id, price);
      return price;
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const items = (body.items ?? []) as { price: string }[];
      const price = need(prices, items[0]?.price ?? '', 'price');
      const customer = need(customers, String(body.customer), 'customer');
      const discounts = (body.discounts ?? []) as { coupon: string }[];
      const unitAmount = Number(price.unit_amount);
      const amountDue = unitAmount - discountFor(unitAmount, discounts[0]?.coupon);
      const subscriptionId = newId('sub');
      const invoice: Json = {
        id: newId('in'),
        object: 'invoice',
        amount_due: amountDue,
        currency: 'usd',
        customer: customer.id,
        status: amountDue === 0 ? 'paid' : 'open',
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscriptionId, metadata: body.metadata ?? {} },
        },
        confirmation_secret: null,
        payments: { object: 'list', data: [], has_more: false, url: '/v1/invoice_payments' },
      };
      if (amountDue > 0) {
        const intent = {
          id: newId('pi'),
          object: 'payment_intent',
          amount: amountDue,
          currency: 'usd',
          customer: customer.id,
          metadata: {},
          status: 'requires_payment_method',
          invoice: invoice.id,
        } as Json;
        intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
        paymentIntents.set(String(intent.id), intent);
        invoice.confirmation_secret = { client_secret: intent.client_secret, type: 'payment_intent' };
        invoice.payments = {
          object: 'list',
          data: [
            { object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent.id } },
          ],
          has_more: false,
          url: '/v1/invoice_payments',
        };
      }
      invoices.set(String(invoice.id), invoice);
      const subscription: StoredSubscription = {
        id: subscriptionId,
        status: amountDue === 0 ? 'active' : 'incomplete',
        customer: String(customer.id),
        metadata: (body.metadata ?? {}) as Record<string, string>,
        cancel_at_period_end: false,
        latest_invoice: String(invoice.id),
        discounts: discounts.map((discount) => discount.coupon),
        payment_behavior: body.payment_behavior,
        items: {
          object: 'list',
          data: [{ id: newId('si'), price, current_period_end: now() + 30 * 86_400 }],
          has_more: false,
          url: '/v1/subscription_items',
        },
      };
      subscriptions.set(subscriptionId, subscription);
      return subscriptionView(subscription, expand);
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = need(subscriptions, match[1]!, 'subscription');
      if (method === 'POST' && body.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      }
      if (method === 'DELETE') subscription.status = 'canceled';
      return subscriptionView(subscription, expand);
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intent: Json = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        customer: body.customer ?? null,
        metadata: body.metadata ?? {},
        description: body.description ?? null,
        status: 'requires_payment_method',
      };
      intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
      paymentIntents.set(String(intent.id), intent);
      return intent;
    }
    if (method === 'GET' && (match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      return need(paymentIntents, match[1]!, 'payment_intent');
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const id = String(body.id);
      if (coupons.has(id)) throw new StripeApiError(400, 'resource_already_exists', 'Coupon already exists.');
      const coupon = {
        id,
        object: 'coupon',
        name: body.name ?? null,
        percent_off: body.percent_off !== undefined ? Number(body.percent_off) : null,
        amount_off: body.amount_off !== undefined ? Number(body.amount_off) : null,
        currency: body.currency ?? null,
        duration: body.duration,
        duration_in_months: body.duration_in_months !== undefined ? Number(body.duration_in_months) : null,
        max_redemptions: body.max_redemptions !== undefined ? Number(body.max_redemptions) : null,
        redeem_by: body.redeem_by !== undefined ? Number(body.redeem_by) : null,
        times_redeemed: 0,
        valid: true,
        created: now(),
      };
      coupons.set(id, coupon);
      return coupon;
    }
    if ((match = /^\/v1\/coupons\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      const coupon = need(coupons, id, 'coupon');
      if (method === 'DELETE') {
        coupons.delete(id);
        return { id, object: 'coupon', deleted: true };
      }
      return coupon;
    }
    throw new StripeApiError(404, 'resource_missing', `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const method = request.method ?? 'GET';
    const body = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const query = parseStripeForm(url.search.slice(1));
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method, path: url.pathname, query, body, idempotencyKey });

    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(payload));
    };
    const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : undefined;
    if (replayKey && idempotent.has(replayKey)) {
      const saved = idempotent.get(replayKey)!;
      return send(saved.status, saved.body);
    }
    let status = 200;
    let payload: unknown;
    try {
      payload = structuredClone(handle(method, url.pathname, query, body));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      payload = { error: { type: 'invalid_request_error', code: error.code, message: error.message } };
    }
    if (replayKey && method === 'POST') idempotent.set(replayKey, { status, body: payload });
    send(status, payload);
  });
  server.on('connection', (socket) => {
    openSockets.add(socket);
    socket.on('close', () => openSockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' as const },
    coupons,
    /** Whether the stand-in still holds this customer. */
    hasCustomer: (id: string) => customers.has(id),
    /** Requests to one method and path. */
    find(method: string, path: string) {
      return requests.filter((entry) => entry.method === method && entry.path === path);
    },
    /** Plays the card holder: the PaymentIntent succeeds and, for a first invoice, its subscription starts. */
    pay(paymentIntentId: string) {
      const intent = need(paymentIntents, paymentIntentId, 'payment_intent');
      intent.status = 'succeeded';
      const invoice = intent.invoice ? invoices.get(String(intent.invoice)) : undefined;
      if (invoice) {
        invoice.status = 'paid';
        const parent = invoice.parent as { subscription_details: { subscription: string } };
        const subscription = subscriptions.get(parent.subscription_details.subscription);
        if (subscription?.status === 'incomplete') subscription.status = 'active';
      }
    },
    /** Changes a PaymentIntent behind the app's back (to check what confirm-payment trusts). */
    updatePaymentIntent(id: string, patch: Json) {
      Object.assign(need(paymentIntents, id, 'payment_intent'), patch);
    },
    updateSubscription(id: string, patch: Partial<StoredSubscription>) {
      Object.assign(need(subscriptions, id, 'subscription'), patch);
    },
    invoiceOf(subscriptionId: string) {
      const subscription = need(subscriptions, subscriptionId, 'subscription');
      return invoices.get(subscription.latest_invoice)!;
    },
    async close() {
      for (const socket of openSockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
