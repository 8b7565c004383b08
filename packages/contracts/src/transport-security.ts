/**
 * The HSTS header the site and the API send, each only over https (issue 25): two years, subdomains
 * included. Over plain http a browser ignores it, and on a development host it would pin the name.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";
