$ACCESSAN suggest patterns/matrix_row_col.pat
