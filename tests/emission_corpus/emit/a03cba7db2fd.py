


def forward(self, x0, x1, x2):
    add_tensor = torch.ops.aten.add.Tensor(x2, x2);  x2 = add_tensor = None
    add_tensor_1 = torch.ops.aten.add.Tensor(x1, x1);  x1 = add_tensor_1 = None
    return ()
    