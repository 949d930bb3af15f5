// '@ofertat/shared-ui/modal': the popup. A federated shared module of its own, apart from the design system's main
// entry, which every page loads at start: every popup opens on a tap or in a chunk of its own (the '+N' offers, the
// city choice, search, the barcode scan, the app invitation, the admin areas' confirmations), so the public home page
// fetches it only when one is wanted. It takes the rest of the design system from the main entry.
export * from '../components/modal';
