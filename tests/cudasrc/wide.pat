# the kernel 'wide' of local.cu: doubles on the stack, each access of one
# two requests of words; every warp runs, so no access is in closed form
# (sm_70: ptxas is not asked, and the stack is counted)
arch sm_70
grid 2
block 32
global double out[256]
kernel "local.cu" wide (out, 1)
