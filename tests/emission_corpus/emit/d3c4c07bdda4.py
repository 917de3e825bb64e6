


def forward(self, x0):
    add_tensor = torch.ops.aten.add.Tensor(x0, x0)
    return (add_tensor, x0, x0)
    