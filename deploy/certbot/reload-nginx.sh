#!/bin/sh
# certbot's deploy hook (/etc/letsencrypt/renewal-hooks/deploy/): runs after each renewed certificate,
# so nginx serves the new one instead of the old one until its next restart.
set -e
nginx -t -q
systemctl reload nginx
