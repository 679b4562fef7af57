# the kernel 'uneven' of kernels.cu: block 0 makes 1280 thread-accesses,
# block 1 none; with --max-work 32000 the launch may make 2000, and on two
# threads the first thread's blocks make them all
grid 2
block 32
global int out[64]
kernel "kernels.cu" uneven (out)
expect out.requests == 40
