/** The cart table page (shop-and-repair.md §2 Cart): being built. */
export default function Cart() {
  return null
}
