# a 16-byte shared store with lanes left out gets the note on what the
# hardware may add (issue 18, tests/gpu/store16_open); a full warp's and
# a masked load's do not
grid 1
block 32
let t = threadIdx.x
shared float4 v[64]
write v[t] if t < 12 as masked
write v[t] as full
read v[t] if t < 12 as load
