/**
 * An eBay call that did not succeed. `refused`: eBay said no for good (an invalid or revoked grant:
 * reconnect); `unauthorized`: the access token was not taken; `unavailable`: eBay or the network
 * failed after the retries.
 */
export class EbayError extends Error {
  readonly kind: 'refused' | 'unauthorized' | 'forbidden' | 'unavailable' | 'rejected';
  readonly status: number | undefined;

  constructor(kind: EbayError['kind'], message: string, status?: number) {
    super(message);
    this.name = 'EbayError';
    this.kind = kind;
    this.status = status;
  }
}
