


def forward(self, x0, x1):
    add_tensor = torch.ops.aten.add.Tensor(x0, x0, alpha = x0);  add_tensor = None
    return {'o0': x1, 'o1': x0, 'o2': x1}
    