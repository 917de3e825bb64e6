


def forward(self, x0, x1, x2):
    max_dim = torch.ops.aten.max.dim(x1, 0);  x1 = None
    getitem = max_dim[0];  max_dim = getitem = None
    return ()
    