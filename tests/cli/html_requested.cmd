$ACCESSAN --format html -D PAD=0..4 -D N=0..64:32 tests/cli/html_pad.pat | grep -o '"name":"[A-Z]*","base":[0-9]*,"values":\[[-0-9,]*\]\|<p class="note">.*'
