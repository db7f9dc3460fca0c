// jsdom defines window.scrollTo but only to log "Not implemented"; pages scroll on navigation, so quiet it.
window.scrollTo = () => undefined;
