# inc_cycle.pat - includes itself, and holds a statement: both errors
include "inc_cycle.pat"
read a[0]
