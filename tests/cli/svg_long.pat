# A statement longer than a picture is wide, its figures too, with a
# file name and parameters to match: the SVG wraps each line at the
# right margin (tests/html.sh measures it in Chromium).
param elements_per_thread_of_the_first_kind = 3
param elements_per_thread_of_the_second_kind = 5
param a_rather_long_stride_between_the_rows = 7
param another_parameter_with_a_long_name = 11
grid 2
block 64
global float first_input_array_with_a_long_name[4096]
let element = (blockIdx.x * blockDim.x + threadIdx.x) * elements_per_thread_of_the_first_kind
read first_input_array_with_a_long_name[(element + elements_per_thread_of_the_second_kind * a_rather_long_stride_between_the_rows + another_parameter_with_a_long_name) % 4096] as a_label_that_is_long_too
