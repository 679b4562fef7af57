úçid 4
block 64666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666666
global float a[256]
lep i =bankmode threadIdx.w * st*ruct a[threadIdx.x + 2int2 +
r]eda b[0]
read a[(threadIdx“ã%%%%%%%%%%%%%%%%%%%%6oooooooooooooooooooooooooooo‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹ooooooock 6466666666666666666666666666666666666666666666666666666666666666666.666666666666666666666666666666666666666666666666666666
global float a[256]
lep i =bankmode threadIdx.w * st*ruct a[threadIdx.x + 2int2 +
r]eda b[0]
read a[(threadIdx“ã%%%%%%%%%%%%%%%%%%%%6oooooooooooooooooooooooooooo‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹oooooooooooooooooooooooooooct çüctors <= 3 4
foo a[1]
‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹ooooooooooooooooooooooooooct çüctors <= 3 4
foo a[1]
‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹‹ooooo