# suggest on a kernel pattern's global array: a vector type, as a patch
# of the .cu (K selects the kernel; see suggest_kernel_vector.cu)
param N = 4096
grid N / 256
block 256
global float out[4 * N]
global float in[4 * N]
kernel "suggest_kernel_vector.cu" K (out, in, N)
