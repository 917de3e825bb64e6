


def forward(self, x0, x1, x2):
    b0 = self.b0;  b0 = None
    add_tensor = torch.ops.aten.add.Tensor(x2, x2, alpha = x2)
    max_dim = torch.ops.aten.max.dim(x1, 0);  x1 = None
    getitem = max_dim[-2];  max_dim = None
    getitem_1 = getitem[-1];  getitem = getitem_1 = None
    add = x2 + slice({'k': 0}, {'k': 0}, -inf);  x2 = add = None
    return {'o0': add_tensor}
    