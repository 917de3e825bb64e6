


def forward(self, x0, x1, x2):
    max_dim = torch.ops.aten.max.dim(x1, 0)
    getitem = max_dim[0];  max_dim = None
    getitem_1 = getitem[-2];  getitem = None
    add_tensor = torch.ops.aten.add.Tensor(x1, x1);  x1 = add_tensor = None
    w1 = self.w1;  w1 = None
    return (getitem_1, getitem_1, getitem_1)
    