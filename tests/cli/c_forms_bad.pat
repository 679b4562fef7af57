# c_forms_bad.pat - C forms the model refuses, each with its reason (issue 19)
#define W 32
grid 1
block W
global float a[64]
int x = threadIdx.x;
for (int i = 0; i < 4; i++) {
    x += W;
}
if x > 3 {
    x = 0;
}
float v = a[x];
read a[v]
int k = 0;
while (k < 4) {
    read a[k]
}
reaf a[blokDim.x]
