/** Where the site's own data hears that the archive no longer makes an asset public. */
export interface Withdrawals {
  /**
   * The archive answered that `assetId` is not found or not public: what the site holds of it
   * goes at once. Resolves once it is gone; rejects when the site's data cannot be reached.
   */
  withdrawn(assetId: string): Promise<void>;
}
