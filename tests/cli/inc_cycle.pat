# inc_cycle.pat - includes itself, and reads an array that the file
# including it declares only after the include: both errors
include "inc_cycle.pat"
read a[0]
