# axpy of program.cu: a float parameter takes a number with a point
grid 4
block 128
global float y[512]
global float x[512]
kernel "program.cu" axpy (y, x, -0.5)
