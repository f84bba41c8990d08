// ─────────────────────────────────────────────────────────────────────────────
// products-section-config.js — Config sezione prodotti (deriva da AppConfig)
// Dipende da: app-config.js (AppConfig globale)
// ─────────────────────────────────────────────────────────────────────────────

// CONFIG è volutamente globale: viene usata da altri script inclusi via <script>.
const CONFIG = AppConfig.products;
