


def forward(self, x0, x1, x2, x3):
    add_tensor = torch.ops.aten.add.Tensor(x1, x1);  x1 = None
    return (x0, add_tensor, x2)
    