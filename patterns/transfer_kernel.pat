# transfer_kernel.pat - the kernel of the staged copy and execute: the data a transfer brings, worked on once.
#
# What it shows: the Best Practices Guide's staged concurrent copy and
# execute (9.1.2) runs a kernel over each chunk a stream has copied in.
# This is that kernel over all of the data, 256 MiB (64M floats): thread
# k scales element k, coalesced, 4 sectors a request. Its predicted time
# (the DRAM bound: 256 MiB read and written) is what 'accessan transfer
# --kernel' takes as the kernel time, split among the chunks:
#   accessan transfer --kernel patterns/transfer_kernel.pat -n 4 \
#       --bytes 256M -f timeline -o timeline.svg
# Copying 256 MiB each way over PCIe 5.0 takes about 10 ms; the kernel
# about 0.17 ms: the copies dominate, so that streams hide the kernel,
# not the copies (4 streams: about 1.6x, not 4x). Keep the data on the
# GPU instead: the Guide's first rule, move as little as possible.
#
# What to change: a heavier kernel (more work per element) until kernel
# and copies take alike, where the streams' overlap pays most.

grid 262144
block 256

global float a[262144 * 256]

let i = blockIdx.x * blockDim.x + threadIdx.x
read a[i] as load
write a[i] as store

expect all.sectors_per_request == 4
expect all.efficiency == 100%
