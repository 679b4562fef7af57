# atomics on fields of structures, one word for the warp: a float field
# is never one operation a warp (float adds go lane by lane, on shared
# memory a compare-and-swap loop, warned), an integer field is
struct P { int n; float w; }
grid 1
block 64
shared P s[4]
global P g[4]
atomicAdd(&s[0].w, 1.0f) as sw
atomicAdd(&s[0].n, 1) as sn
atomicAdd(&g[0].w, 1.0f) as gw
atomicAdd(&g[0].n, 1) as gn
expect sw_atomic.wavefronts_per_request == 32
expect sn_atomic.wavefronts_per_request == 1
expect gw_atomic.sectors_per_request == 32
expect gn_atomic.sectors_per_request == 1
