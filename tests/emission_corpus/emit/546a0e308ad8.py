


def forward(self, x0, x1):
    add_tensor = torch.ops.aten.add.Tensor(x1, x1);  x1 = add_tensor = None
    return ()
    