// Imported first by tests that load workbox: its logger reads this flag when it loads (and writes `self`,
// which Node lacks, when the flag is missing); the development logs stay quiet.
(globalThis as { __WB_DISABLE_DEV_LOGS?: boolean }).__WB_DISABLE_DEV_LOGS = true;
