// the floors' worker, registered as the app registers its own: once the page has loaded
addEventListener('load', () => navigator.serviceWorker.register('/floor-sw.js'));
