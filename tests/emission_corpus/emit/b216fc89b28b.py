


def forward(self, x0):
    add_tensor = torch.ops.aten.add.Tensor();  add_tensor = None
    return ()
    