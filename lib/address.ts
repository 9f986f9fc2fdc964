type AddressParts = { address: string; roadAddress?: string | null; addressDetail?: string | null };

/**
 * The address people read and paste into a map app: the road-name address when known
 * (Korea's official form since 2014), else the lot-number one, then the floor/unit detail.
 */
export function displayAddress({ address, roadAddress, addressDetail }: AddressParts): string {
  return [roadAddress?.trim() || address.trim(), addressDetail?.trim()].filter(Boolean).join(' ');
}
