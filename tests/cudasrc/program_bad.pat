# broken of program_bad.cu: nvcc's error at program_bad.cu's line
grid 1
block 32
global float a[32]
kernel "program_bad.cu" broken (a)
