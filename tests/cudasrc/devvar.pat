# the kernel 'devvar' of refuse.cu: a __device__ variable, refused at its
# line with the reason
grid 1
block 32
global float out[32]
kernel "refuse.cu" devvar (out)
