


def forward(self, x0, x1, x2):
    relu = x2.relu({'k': x0}, {'dim': x1}, slice((inf, {1, 2}, 0), slice(0, {1, 2}, x2), {}));  relu = None
    add_tensor = torch.ops.aten.add.Tensor(x0, x0, alpha = x0);  add_tensor = None
    probe = self.probe(slice((inf, {1, 2}, 0), slice(0, {1, 2}, x0), {}));  x0 = probe = None
    max_dim = torch.ops.aten.max.dim(x2, 0);  x2 = None
    getitem = max_dim[2];  max_dim = getitem = None
    w0 = self.w0;  w0 = None
    return x1
    