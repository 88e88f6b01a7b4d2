/**
 * nginx in front of the site's instances, as the CDN: the part of its configuration that
 * scripts/stack.mjs writes and deploy/nginx.conf holds (test/deploy.test.ts keeps the two
 * the same). `serverName` is the host name of the site's origin (SITE_ORIGIN): a request
 * naming any other host is answered 421 by nginx itself.
 */
function nginxSite({ cacheDir, listen, instances, staticRoot, serverName }) {
  return `  # Pages kept as their Cache-Control says (max-age, stale-while-revalidate, stale-if-error).
  proxy_cache_path ${cacheDir} levels=1:2 keys_zone=pages:10m max_size=512m inactive=1h use_temp_path=off;
  upstream site {
${instances.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  # A Host that is not the site's (or none): 421, before any cache or instance sees it.
  server {
    listen ${listen} default_server;
    return 421;
  }
  server {
    listen ${listen};
    # Only the site's own name reaches this block, so $host is that name.
    server_name ${serverName};
    gzip on;
    gzip_types text/css application/javascript image/svg+xml application/json;
    # The hashed files, straight from the build: nginx never asks an instance for them.
    location /static/ {
      root ${staticRoot};
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files $uri =404;
    }
    # Never cached: past the cache's lock, every health check reaches an instance at once.
    location = /healthz {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_next_upstream error timeout;
    }
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_cache pages;
      # One site: the path and query name the page.
      proxy_cache_key $request_uri;
      # One request per page goes to the instances while it is fetched; a stale page is
      # refreshed behind the visitors it is served to.
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_background_update on;
      proxy_cache_revalidate on;
      # A GET an instance failed (refused, reset, timed out) is passed on to another; its own
      # 502-504 speak of the archive every instance shares, and would only rest them all.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      add_header X-Cache-Status $upstream_cache_status always;
    }
  }`;
}

module.exports = { nginxSite };
