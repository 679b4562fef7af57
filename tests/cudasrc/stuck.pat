# the kernel 'stuck' of kernels.cu: s *= 1 never reaches n; stopped at
# the loop's line as soon as the warp comes back unchanged
grid 1
block 32
global int out[32]
kernel "kernels.cu" stuck (out, 4)
