


def forward(self, x0, x1, x2):
    add_tensor = torch.ops.aten.add.Tensor();  add_tensor = None
    return ()
    