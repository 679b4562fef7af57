$ACCESSAN transfer --sizes 4K --batch 2 --direction d2h --kernel patterns/transfer_kernel.pat
