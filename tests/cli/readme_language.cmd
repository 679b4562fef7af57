awk '/^## The pattern language in brief/ { f = 1 } f && /^```$/ { n++; next } f && n == 1 { print } n == 2 { exit }' README.md | $ACCESSAN -q -
